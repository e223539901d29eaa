"use client";

import { useEndpointMutation } from "@/lib/client/endpoint-query";
import { endpoints } from "@/lib/contracts/endpoints";

// Every write on a model refreshes the list and the model itself; predictions also the profiles table.
const invalidates = [endpoints.getAdministratorNeuronetModels, endpoints.getAdministratorNeuronetModelsById];
const withProfiles = [...invalidates, endpoints.getAdministratorNeuronetProfiles];

/** The writes of one model's buttons, each with its own busy state. */
export function useModelMutations() {
  return {
    train: useEndpointMutation(endpoints.postAdministratorNeuronetModelsByIdTrain, { invalidates }),
    cancel: useEndpointMutation(endpoints.deleteAdministratorNeuronetModelsByIdTrain, { invalidates }),
    publish: useEndpointMutation(endpoints.postAdministratorNeuronetModelsByIdPublish, { invalidates }),
    upload: useEndpointMutation(endpoints.postAdministratorNeuronetModelsByIdUpload, { invalidates: withProfiles }),
    remove: useEndpointMutation(endpoints.deleteAdministratorNeuronetModelsById, { invalidates: [endpoints.getAdministratorNeuronetModels] }),
    predictions: useEndpointMutation(endpoints.postAdministratorNeuronetModelsByIdPredictions, { invalidates: withProfiles }),
  };
}
